// The OpenID provider that stands in for Google during end-to-end tests (playwright.config.ts
// starts it before the app). Its sign-in form accepts any email with any password.
import { startOidcTestProvider } from '../apps/api/src/testing/oidc-test-provider';

const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
};

const provider = await startOidcTestProvider({
  port: Number(required('OIDC_PORT')),
  clientId: required('GOOGLE_CLIENT_ID'),
  clientSecret: required('GOOGLE_CLIENT_SECRET'),
  redirectUris: [required('OIDC_REDIRECT_URI')],
});
console.log(`Test OpenID provider at ${provider.issuer}`);

const stop = () => {
  void provider.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
