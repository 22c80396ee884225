'use server';

import type { FormState } from '@/components/forms/formState';

/**
 * The get-scouted form, posted before or without its scripts. It cannot be
 * complete then: the states and cities of the chosen country are loaded by
 * the page's scripts, which also check and prepare the photos. Nothing is
 * stored and the page says why, instead of the browser putting the
 * applicant's data in the address (a form without a method does a GET).
 */
export async function sendApplication(): Promise<FormState> {
  return { status: 'needsScripts', fieldErrors: {}, values: {} };
}
