// The few parts of oidc-provider (which ships no types) that the test OpenID provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(): AccountClaims | Promise<AccountClaims>;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantContext {
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string };
      provider: { Grant: new (properties: { clientId: string; accountId: string }) => Grant };
    };
  }

  export interface ProviderConfiguration {
    clients: Record<string, unknown>[];
    findAccount(context: unknown, id: string): Account | undefined | Promise<Account | undefined>;
    loadExistingGrant?(context: GrantContext): Promise<Grant | undefined>;
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    ttl?: Record<string, number>;
    cookies?: { keys: string[] };
    jwks?: { keys: Record<string, unknown>[] };
    features?: Record<string, { enabled: boolean }>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: ProviderConfiguration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
