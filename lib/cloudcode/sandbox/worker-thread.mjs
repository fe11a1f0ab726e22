// Entry of a local sandbox worker thread: loads the TypeScript worker through tsx (npm start and
// the tests run from source; on AWS the sandbox is a Lambda function and no thread is started).
import { register } from 'tsx/esm/api';

register();
await import('./worker-thread.ts');
