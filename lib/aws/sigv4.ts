/**
 * SigV4 signing by the code every bundle already carries for DynamoDB (@smithy/signature-v4 and the
 * default credential chain), for the few AWS calls a function makes without an SDK client of their
 * own: private files' signed GETs (S3) and the sandbox's invocation (Lambda). A
 * client such as @aws-sdk/client-lambda would add ~200 KB to every bundle that may run cloud code.
 */
import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { SignatureV4 } from '@smithy/signature-v4';

type Source = string | ArrayBuffer | ArrayBufferView;
const bytesOf = (data: Source): string | Uint8Array =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);

/** SHA-256 for SigV4 (HMAC when keyed), over node:crypto. */
export class Sha256 {
  private readonly hash: Hash | Hmac;
  constructor(secret?: Source) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytesOf(secret));
  }
  update(data: Source): void {
    this.hash.update(bytesOf(data));
  }
  async digest(): Promise<Uint8Array> {
    return this.hash.digest();
  }
}

/** The region calls are signed for and sent to. */
export const awsRegion = (): string => process.env.AWS_REGION ?? 'us-east-1';

const signers = new Map<string, SignatureV4>();
/** One signer per service and region, with the default credential chain (Lambda: its environment). */
export const signerFor = (service: string, options: { readonly uriEscapePath?: boolean } = {}): SignatureV4 => {
  const key = `${service} ${awsRegion()} ${options.uriEscapePath ?? true}`;
  let signer = signers.get(key);
  if (!signer) {
    signer = new SignatureV4({
      service,
      region: awsRegion(),
      credentials: defaultProvider(),
      sha256: Sha256,
      uriEscapePath: options.uriEscapePath ?? true,
    });
    signers.set(key, signer);
  }
  return signer;
};
