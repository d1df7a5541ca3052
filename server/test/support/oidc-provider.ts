import { randomBytes } from 'node:crypto';
import { OAuth2Server } from 'oauth2-mock-server';

export interface OidcIdentity {
  sub: string;
  email: string;
  name: string;
}

/**
 * A local OpenID provider standing in for Google: discovery document, JWKS, PKCE, nonce, signed
 * ID tokens. It approves every authorization at once; each token carries the next queued identity
 * or, when none is queued, a fresh one.
 */
export async function startOidcProvider() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  const queued: OidcIdentity[] = [];
  const issued: OidcIdentity[] = [];

  // One token request signs an access token and an ID token: both carry the same identity.
  const identityOfRequest = new WeakMap<object, OidcIdentity>();
  server.service.on('beforeTokenSigning', (token, request) => {
    let identity = identityOfRequest.get(request);
    if (!identity) {
      const id = randomBytes(6).toString('hex');
      identity = queued.shift() ?? {
        sub: `google-${id}`,
        email: `google.${id}@example.com`,
        name: `Kemi Adeyemi ${id}`,
      };
      identityOfRequest.set(request, identity);
      issued.push(identity);
    }
    Object.assign(token.payload, { ...identity, email_verified: true });
  });
  server.service.on('beforeUserinfo', (response) => {
    const identity = issued.at(-1);
    if (identity) response.body = { ...identity, email_verified: true };
  });

  await server.start(0, '127.0.0.1');
  const issuer = server.issuer.url!;
  return {
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    issued,
    queue: (identity: OidcIdentity) => queued.push(identity),
    stop: () => server.stop(),
  };
}
