import { missingProductionVariables, missingVariablesMessage } from '@/lib/production-env';
import { connectSharedStore } from '@/lib/shared-store/redis-client.mjs';
import { recordPeerAddresses } from './peer-address';

/**
 * What the Node.js server does once when it starts: refuse to run in
 * production without real credentials, record each request's peer address,
 * and connect to the shared store when there is one (REDIS_URL).
 */
export async function startServer() {
  if (process.env.NODE_ENV === 'production') {
    const missing = missingProductionVariables(process.env);
    if (missing.length > 0) {
      // A server that would quietly use development credentials must not come up.
      console.error(missingVariablesMessage(missing));
      process.exit(1);
    }
  }
  recordPeerAddresses();
  await connectSharedStore();
}
