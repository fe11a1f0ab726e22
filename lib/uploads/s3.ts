import { S3Client } from '@aws-sdk/client-s3';

// The SDK reads AWS_ENDPOINT_URL_S3 itself (a local S3-compatible server); such servers want
// path-style addresses and no aws-chunked request checksums.
const local = Boolean(process.env.AWS_ENDPOINT_URL_S3);

/** The S3 client of the upload functions: a module singleton, loaded only by the functions that touch objects. */
export const s3 = new S3Client({
  forcePathStyle: local,
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
  maxAttempts: 3,
});

let requests = 0;
// Counts every request sent (retries included), as lib/db/client.ts counts DynamoDB's, so the
// budget test and the bench hold `complete` to its S3 round trips. Presigning sends none.
s3.middlewareStack.add(
  (next) => async (args) => {
    requests += 1;
    return next(args);
  },
  { step: 'finalizeRequest', name: 'countS3Requests' },
);

/** Number of S3 requests this process has sent so far. */
export const s3RequestCount = (): number => requests;
