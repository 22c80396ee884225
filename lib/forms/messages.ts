import type messages from '@/messages/en.json';

// Zod messages are keys of the next-intl `Validation` namespace, translated
// where they are shown; the server returns the same keys in `{ errors }`.
export type ValidationKey = keyof (typeof messages)['Validation'];
