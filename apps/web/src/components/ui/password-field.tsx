import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

/**
 * A password input with a show/hide toggle. The toggle is named by its text, not aria-label,
 * so it is never mistaken for the field when the field is looked up by its label.
 */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      trailing={(inputId) => (
        <button
          type="button"
          onClick={() => setIsVisible((visible) => !visible)}
          aria-controls={inputId}
          aria-pressed={isVisible}
          className="inline-flex size-8 cursor-pointer items-center justify-center rounded-md text-slate-500 transition-colors hover:bg-slate-100 hover:text-ink"
        >
          {isVisible ? (
            <EyeOff className="size-4" aria-hidden="true" />
          ) : (
            <Eye className="size-4" aria-hidden="true" />
          )}
          <span className="sr-only">Show password</span>
        </button>
      )}
    />
  );
}
