import type { InputHTMLAttributes, ReactNode } from 'react';

interface LoginFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
  /** False to change the error without saying it aloud again (a countdown). */
  announce?: boolean;
  /** Shown beside the input (the captcha image). */
  addon?: ReactNode;
}

/** A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby). */
export function LoginField({ id, label, error, announce = true, addon, ...input }: LoginFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="login-field">
      <label htmlFor={id}>{label}</label>
      <div className="login-field-row">
        <input
          id={id}
          name={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {addon}
      </div>
      {error && (
        <p id={errorId} className="login-field-error" role={announce ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
