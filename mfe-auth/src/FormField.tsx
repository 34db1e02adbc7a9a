import { useState } from 'react';
import { Field } from 'react-final-form';
import { Button, FieldRow, Input, PasswordInput } from '@clinote/ui';

type Validator = (value: string | undefined, all: object) => string | undefined;

interface FormFieldProps {
  name: string;
  /** The visible label; the input is reachable by it (getByLabel). */
  label: string;
  /** Unique in the page: the input's id, tying the label to it. */
  id: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  validate?: Validator;
  /** Password only: a Show/Hide button instead of antd's icon toggle. */
  showToggle?: boolean;
}

/**
 * One labelled react-final-form field of the account screens. Its validation message is shown as
 * text under the input once the field was left or a submit was tried.
 */
export function FormField({ name, label, id, type = 'text', autoComplete, validate, showToggle }: FormFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => {
        const error = (meta.touched || meta.submitFailed) && meta.error ? String(meta.error) : undefined;
        const common = {
          ...input,
          id,
          autoComplete,
          'aria-invalid': error ? true : undefined,
          status: error ? ('error' as const) : undefined,
        };
        let control;
        if (type !== 'password') control = <Input {...common} type={type} />;
        else if (!showToggle) control = <PasswordInput {...common} />;
        else
          control = (
            <Input
              {...common}
              type={visible ? 'text' : 'password'}
              suffix={
                <Button
                  type="link"
                  size="small"
                  htmlType="button"
                  aria-controls={id}
                  aria-pressed={visible}
                  onClick={() => setVisible((v) => !v)}
                >
                  {visible ? 'Hide' : 'Show'}
                </Button>
              }
            />
          );
        return (
          <FieldRow id={id} label={label} error={error}>
            {control}
          </FieldRow>
        );
      }}
    </Field>
  );
}
