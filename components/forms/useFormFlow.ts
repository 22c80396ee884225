'use client';

import { useState } from 'react';

// The states every form goes through (SPEC.md section 4).
export type FormStatus = 'idle' | 'invalid' | 'sending' | 'sent' | 'error' | 'limited';

/**
 * Runs a submission: 'sending' while it is under way, 'sent' only when the
 * site answered that the agency stored it, 'error' otherwise (the form keeps
 * what the visitor typed).
 */
export function useFormFlow() {
  const [status, setStatus] = useState<FormStatus>('idle');

  async function send(request: () => Promise<Response>): Promise<Response | null> {
    setStatus('sending');
    try {
      const response = await request();
      if (response.ok) setStatus('sent');
      else
        setStatus(
          response.status === 429 ? 'limited' : response.status === 422 ? 'invalid' : 'error',
        );
      return response;
    } catch {
      setStatus('error');
      return null;
    }
  }

  return { status, setStatus, send, busy: status === 'sending' };
}
