/** The part of `http_ece` (Encrypted Content-Encoding for HTTP, RFC 8188/8291) the Web Push receiver uses. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  interface Parameters {
    readonly version?: 'aes128gcm' | 'aesgcm' | 'aesgcm128';
    readonly privateKey?: ECDH;
    readonly authSecret?: string;
    readonly dh?: string;
    readonly key?: string;
  }
  const ece: {
    decrypt(buffer: Buffer, parameters: Parameters): Buffer;
    encrypt(buffer: Buffer, parameters: Parameters): Buffer;
  };
  export default ece;
}
