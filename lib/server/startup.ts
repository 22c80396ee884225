import { missingProductionVariables, missingVariablesMessage } from '@/lib/production-env';
import { connectSharedStore } from '@/lib/shared-store/redis-client.mjs';
import { recordPeerAddresses } from './peer-address';

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
