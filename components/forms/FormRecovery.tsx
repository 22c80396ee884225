'use client';

import { Component, createContext, Fragment, useContext, type ReactNode } from 'react';
import type { FormState } from '@/lib/forms/form-state';
import { FORM_NOTICE_ID } from './FormNotice';

type Recovery = {
  /** The state a form mounted again after a post without an answer starts from. */
  initial: FormState | null;
  /** What a post dispatched with scripts carried, in case no answer comes; null once answered. */
  remember: (values: Record<string, string> | null) => void;
};

const RecoveryContext = createContext<Recovery>({ initial: null, remember: () => {} });

export const useFormRecovery = () => useContext(RecoveryContext);

type State = { error: unknown; initial: FormState | null; mount: number };

/**
 * A post that gets no answer (the connection dropped, the site did not answer) rejects the form's
 * action, and useActionState hands the rejection to the nearest error boundary: this one, around
 * one form. It mounts the form again with the text that was typed and the form's general error,
 * focused, where the page's error view would replace the page and what was typed with it. An
 * error while no post was on its way is not the form's to answer: it goes on to the page's
 * boundary. Chosen files cannot be given back to a file input; the visitor picks them again.
 */
export class FormRecovery extends Component<{ children: ReactNode }, State> {
  state: State = { error: null, initial: null, mount: 0 };
  private sent: Record<string, string> | null = null;
  private readonly recovery: Recovery = {
    initial: null,
    remember: (values) => {
      this.sent = values;
    },
  };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  componentDidCatch() {
    const values = this.sent;
    if (!values) return;
    this.sent = null;
    this.setState(({ mount }) => ({
      error: null,
      initial: { status: 'error', fieldErrors: {}, values },
      mount: mount + 1,
    }));
  }

  componentDidUpdate(_props: unknown, previous: State) {
    if (this.state.mount === previous.mount) return;
    // One form a page (FormNotice): its notice is the page's one element of that id.
    document.getElementById(FORM_NOTICE_ID)?.focus();
  }

  render() {
    if (this.state.error) {
      if (!this.sent) throw this.state.error;
      return null;
    }
    return (
      <RecoveryContext.Provider value={{ ...this.recovery, initial: this.state.initial }}>
        <Fragment key={this.state.mount}>{this.props.children}</Fragment>
      </RecoveryContext.Provider>
    );
  }
}
