'use client';

import Form from 'next/form';
import type { ComponentProps } from 'react';
import { askResultsFocus } from '@/lib/browser/resultsFocus';

// A GET form sends its blank fields too (?q=&gender=woman&hair=). Unnamed for the moment next/form
// reads them, they stay out of the address, so the list is reached at once; without scripts the
// page redirects such an address instead. The list it brings takes the focus (LiveStatus).
export function FilterForm(props: ComponentProps<typeof Form>) {
  return (
    <Form
      {...props}
      onSubmit={(event) => {
        askResultsFocus();
        const blank = [...event.currentTarget.elements].filter(
          (field): field is HTMLInputElement | HTMLSelectElement =>
            (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) &&
            field.name !== '' &&
            field.value.trim() === '',
        );
        const names = blank.map((field) => field.name);
        blank.forEach((field) => field.removeAttribute('name'));
        // next/form reads the fields as this handler returns.
        window.setTimeout(() => blank.forEach((field, index) => (field.name = names[index]!)));
      }}
    />
  );
}
