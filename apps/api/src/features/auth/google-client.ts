import * as oidc from 'openid-client';
import type { Config } from '../../config';

/** What the ID token says about the person who signed in. */
export interface GoogleIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

/** One sign-in's secrets, kept in oauth_states between the redirect and the callback. */
export interface AuthorizationChecks {
  state: string;
  codeVerifier: string;
  nonce: string;
}

export interface GoogleClient {
  /** The issuer's authorization URL for a new sign-in, and the checks its callback must pass. */
  start(redirectUri: string): Promise<{ url: URL; checks: AuthorizationChecks }>;
  /** Redeems the code of `callbackUrl` (PKCE) and verifies the ID token (issuer, audience, nonce). */
  finish(callbackUrl: URL, checks: AuthorizationChecks): Promise<GoogleIdentity>;
}

// Seconds for each request to the issuer, so that a hanging provider cannot hold a sign-in.
const ISSUER_TIMEOUT_SECONDS = 10;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * An OpenID Connect client for GOOGLE_ISSUER. Discovery happens on first use, not at start-up,
 * so the app starts while the issuer is unreachable; a failed discovery is retried next time.
 */
export function createGoogleClient(google: Config['google']): GoogleClient {
  const { clientId, clientSecret, issuer } = google;
  if (!clientId || !clientSecret) throw new Error('Google sign-in needs a client id and secret');
  let discovered: Promise<oidc.Configuration> | undefined;

  const configuration = () => {
    discovered ??= oidc
      .discovery(new URL(issuer), clientId, undefined, oidc.ClientSecretPost(clientSecret), {
        timeout: ISSUER_TIMEOUT_SECONDS,
        // A plain-http issuer is only ever a local test provider; Google itself is https.
        // eslint-disable-next-line @typescript-eslint/no-deprecated -- openid-client marks it only so that it stands out, as it does here
        execute: issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : [],
      })
      .then((config) => {
        config.timeout = ISSUER_TIMEOUT_SECONDS;
        return config;
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    async start(redirectUri) {
      const config = await configuration();
      const checks = {
        state: oidc.randomState(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
        nonce: oidc.randomNonce(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
      });
      return { url, checks };
    },

    async finish(callbackUrl, checks) {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The issuer sent no ID token');
      return {
        subject: claims.sub,
        email: text(claims.email),
        emailVerified: claims.email_verified === true,
        givenName: text(claims.given_name),
        familyName: text(claims.family_name),
      };
    },
  };
}
