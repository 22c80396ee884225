import { contactSchema } from '@/lib/forms/contact';
import { jsonFormRoute } from '@/lib/route-handlers/json-form-route';

export const POST = jsonFormRoute({
  kind: 'contact',
  schema: contactSchema,
  maxBodyBytes: 16 * 1024,
});
