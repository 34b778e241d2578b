// The one field of every form (docs/forms.md): a label, the control (input, select or textarea, given by the caller
// through a render function so rows with a button beside the input keep their layout), then the error and the hint.
// The control gets its id, aria-invalid while there is an error and aria-describedby naming the error first and the
// hint after, so a screen reader reads why the value is refused before the general advice. Values and validation
// belong to react-hook-form and the zod schema of @k3/shared; this component only wires the markup.
import { useId, type ReactNode } from 'react';

/** What the control spreads onto itself: `<input {...control} {...register('name')} />`. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Shown under the control and read with it. */
  hint?: ReactNode;
  /** Why the value is refused; the field is marked invalid while it is set. */
  error?: string | null;
  /**
   * Announce the error as it appears (role="alert"): for forms showing one error at a time. Off where several
   * fields may fail at once, so one submit does not fire a burst of alerts.
   */
  announce?: boolean;
  /** Ids of other texts that describe the control (a form-level message, a status line), read after its own. */
  describedBy?: string | null;
  /** A fixed id for the control (a form focusing its first invalid field by id); generated otherwise. */
  id?: string;
  className?: string;
  children: (control: FieldControl) => ReactNode;
}

export function FormField({
  label,
  hint,
  error,
  announce = true,
  describedBy,
  id,
  className = 'field',
  children,
}: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const described = [error ? errorId : null, hint ? hintId : null, describedBy ?? null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={controlId} className="field-label">
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described === '' ? undefined : described,
      })}
      {error ? (
        <p id={errorId} className="field-error" role={announce ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A message about the whole form (a refused request, a server failure), announced as it appears. */
export function FormError({ id, children }: { id?: string; children: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <p id={id} className="form-error" role="alert">
      {children}
    </p>
  );
}
