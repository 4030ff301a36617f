// The part of http_ece (RFC 8188 encrypted content-encoding, from npm, which ships no types) the
// tests use to read a Web Push body as a browser would.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface EceParams {
    version: 'aes128gcm' | 'aesgcm';
    /** The receiver's key pair (the browser's subscription). */
    privateKey?: ECDH;
    /** The subscription's auth secret, base64url. */
    authSecret?: string;
    dh?: string;
    key?: string;
    salt?: string;
  }
  const ece: {
    decrypt(buffer: Buffer, params: EceParams): Buffer;
    encrypt(buffer: Buffer, params: EceParams): Buffer;
  };
  export default ece;
}
