import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { type RequestListener, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Account } from 'oidc-provider';

// A real OpenID provider on 127.0.0.1 for API and end-to-end tests of Google sign-in. Its
// development sign-in form accepts any login and password: the login names the identity.

export interface TestIdentity {
  email: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
}

export interface OidcTestProviderOptions {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** 0 (the default) picks a free port. */
  port?: number;
}

export interface OidcTestProvider {
  readonly issuer: string;
  /** The claims the provider reports for `login`; an unknown login that is an email is verified. */
  setIdentity(login: string, identity: TestIdentity): void;
  close(): Promise<void>;
}

// "riley.jones.42@x" → Riley Jones: names as a person's Google account would carry them.
const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
function namesFrom(email: string): { given: string; family: string } {
  const words = (email.split('@')[0] ?? '').split(/[^a-z]+/i).filter(Boolean);
  return { given: capitalized(words[0] ?? 'Test'), family: capitalized(words[1] ?? 'Tester') };
}

export async function startOidcTestProvider(
  options: OidcTestProviderOptions,
): Promise<OidcTestProvider> {
  const identities = new Map<string, TestIdentity>();
  let handle: RequestListener = (_request, response) => response.writeHead(503).end();
  const server = createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const findAccount = (_context: unknown, login: string): Account | undefined => {
    const identity = identities.get(login) ?? (login.includes('@') ? { email: login } : undefined);
    if (!identity) return undefined;
    const names = namesFrom(identity.email);
    return {
      accountId: login,
      claims: () => ({
        sub: login,
        email: identity.email,
        email_verified: identity.emailVerified ?? true,
        given_name: identity.givenName ?? names.given,
        family_name: identity.familyName ?? names.family,
      }),
    };
  };

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    findAccount,
    // Like Google for an app the person has used before: no consent screen, only sign-in.
    async loadExistingGrant({ oidc }) {
      const accountId = oidc.session?.accountId;
      if (!oidc.client || !accountId) return undefined;
      const grant = new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    claims: { email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    // Google puts the email and names in the ID token, which is all the API reads.
    conformIdTokenClaims: false,
    // Seconds; set explicitly so the provider does not warn about its defaults.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    jwks: { keys: [{ ...signingKey.export({ format: 'jwk' }), alg: 'RS256', use: 'sig' }] },
  });
  handle = provider.callback();

  return {
    issuer,
    setIdentity: (login, identity) => identities.set(login, identity),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
