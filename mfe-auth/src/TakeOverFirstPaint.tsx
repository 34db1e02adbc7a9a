import { useLayoutEffect } from 'react';
import { useForm } from 'react-final-form';
import { takeOverFirstPaintForm } from '@clinote/ui';

/**
 * Inside a react-final-form form: takes over the first paint's form `name` when it mounts
 * (docs/decisions/0145-first-paint-forms.md) — each field's typed text (by element id → field name),
 * the caret, and a submit pressed before the page had loaded, which it runs now.
 */
export function TakeOverFirstPaint({ name, fields }: { name: string; fields: readonly { id: string; name: string }[] }) {
  const form = useForm();
  useLayoutEffect(() => {
    const submitted = takeOverFirstPaintForm(name, (typed) =>
      form.batch(() => {
        for (const field of fields) if (typed[field.id]) form.change(field.name, typed[field.id]);
      }),
    );
    if (submitted) queueMicrotask(() => void form.submit());
  }, [form, name, fields]);
  return null;
}
