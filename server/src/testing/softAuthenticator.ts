import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A software passkey for the server's tests (docs/auth.md, "Passkeys"): it makes the
 * browser's WebAuthn answers (attestation "none", ES256) so the server's library can check a
 * whole ceremony without a browser. Test code only: the server never parses these itself.
 */
export class SoftAuthenticator {
  readonly credentialId = randomBytes(16).toString('base64url');
  private readonly privateKey: KeyObject;
  private readonly coseKey: Buffer;
  /** The signature counter; a test may set it back to play a cloned authenticator. */
  counter = 0;

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    const x = Buffer.from(jwk.x ?? '', 'base64url');
    const y = Buffer.from(jwk.y ?? '', 'base64url');
    // COSE_Key (RFC 9053): kty EC2, alg ES256, crv P-256, x, y.
    this.coseKey = cbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, x],
        [-3, y],
      ]),
    );
  }

  /** The answer to `navigator.credentials.create` for these options, made at `origin`. */
  register(options: { challenge: string; rp: { id?: string } }, origin: string) {
    const clientDataJSON = clientData('webauthn.create', options.challenge, origin);
    const id = Buffer.from(this.credentialId, 'base64url');
    const length = Buffer.alloc(2);
    length.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), length, id, this.coseKey]);
    const authData = this.authData(options.rp.id ?? '', 0x45, attested);
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        attestationObject: attestationObject.toString('base64url'),
        transports: ['internal' as const],
      },
      clientExtensionResults: {},
      type: 'public-key' as const,
    };
  }

  /** The answer to `navigator.credentials.get`; the counter moves on by one. */
  assert(options: { challenge: string; rpId?: string }, origin: string) {
    this.counter += 1;
    const clientDataJSON = clientData('webauthn.get', options.challenge, origin);
    const authData = this.authData(options.rpId ?? '', 0x05);
    const signed = Buffer.concat([authData, createHash('sha256').update(clientDataJSON).digest()]);
    const signature = sign('sha256', signed, this.privateKey);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        authenticatorData: authData.toString('base64url'),
        signature: signature.toString('base64url'),
      },
      clientExtensionResults: {},
      type: 'public-key' as const,
    };
  }

  /** rpIdHash, flags (user present, verified, and attested data when given), counter. */
  private authData(rpId: string, flags: number, attested = Buffer.alloc(0)): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const rpIdHash = createHash('sha256').update(rpId).digest();
    return Buffer.concat([rpIdHash, Buffer.from([flags]), counter, attested]);
  }
}

function clientData(type: string, challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

type Cbor = number | string | Buffer | Map<number | string, Cbor>;

/** The little CBOR (RFC 8949) these answers need: integers, texts, bytes and maps. */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  const entries = [...value].flatMap(([key, item]) => [cbor(key), cbor(item)]);
  return Buffer.concat([head(5, value.size), ...entries]);
}

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const bytes = Buffer.alloc(3);
  bytes[0] = (major << 5) | 25;
  bytes.writeUInt16BE(length, 1);
  return bytes;
}
