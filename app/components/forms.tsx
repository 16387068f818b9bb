import { useId } from 'react';

/**
 * Field wrappers for Conform forms: each control is labelled, and when it has
 * errors it is marked aria-invalid and described by its error list, so screen
 * readers announce the message with the field.
 */

type ListOfErrors = Array<string | null | undefined> | null | undefined;

export function ErrorList({ id, errors }: { id?: string; errors?: ListOfErrors }) {
  const messages = errors?.filter(Boolean) as string[] | undefined;
  if (!messages?.length) return null;
  return (
    <ul id={id} className="flex flex-col gap-1">
      {messages.map((message) => (
        <li key={message} className="text-sm font-medium text-red-800">
          {message}
        </li>
      ))}
    </ul>
  );
}

type ControlProps = { id?: string; 'aria-invalid'?: unknown; 'aria-describedby'?: string };

/** id, aria-invalid and aria-describedby for a control with these errors. */
function describe(props: ControlProps, fallbackId: string, errors: ListOfErrors) {
  const id = props.id ?? fallbackId;
  const errorId = errors?.some(Boolean) ? `${id}-error` : undefined;
  return { id, errorId, aria: { 'aria-invalid': errorId ? true : undefined, 'aria-describedby': errorId } };
}

/** Label, control and the line for its errors: the layout every field shares. */
function FieldShell({ label, id, errorId, errors, className, children }: {
  label: React.ReactNode;
  id: string;
  errorId: string | undefined;
  errors: ListOfErrors;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-medium text-stone-900">
        {label}
      </label>
      {children}
      <div className="min-h-[1.5rem] pt-1">{errorId ? <ErrorList id={errorId} errors={errors} /> : null}</div>
    </div>
  );
}

export function Field({
  label,
  inputProps,
  errors,
  className = '',
}: {
  label: React.ReactNode;
  inputProps: React.InputHTMLAttributes<HTMLInputElement> & { key?: string };
  errors?: ListOfErrors;
  className?: string;
}) {
  const fallbackId = useId();
  const { key, ...props } = inputProps;
  const { id, errorId, aria } = describe(props, fallbackId, errors);
  return (
    <FieldShell label={label} id={id} errorId={errorId} errors={errors} className={className}>
      <input key={key} {...props} id={id} {...aria} className="field-input disabled:bg-stone-100" />
    </FieldShell>
  );
}

export function TextareaField({
  label,
  textareaProps,
  errors,
  className = '',
}: {
  label: React.ReactNode;
  textareaProps: React.TextareaHTMLAttributes<HTMLTextAreaElement> & { key?: string };
  errors?: ListOfErrors;
  className?: string;
}) {
  const fallbackId = useId();
  const { key, ...props } = textareaProps;
  const { id, errorId, aria } = describe(props, fallbackId, errors);
  return (
    <FieldShell label={label} id={id} errorId={errorId} errors={errors} className={className}>
      <textarea key={key} {...props} id={id} {...aria} className="field-input disabled:bg-stone-100" />
    </FieldShell>
  );
}

export function SelectField({
  label,
  selectProps,
  options,
  errors,
  className = '',
}: {
  label: React.ReactNode;
  selectProps: React.SelectHTMLAttributes<HTMLSelectElement> & { key?: string };
  options: ReadonlyArray<{ value: string; label: string }>;
  errors?: ListOfErrors;
  className?: string;
}) {
  const fallbackId = useId();
  const { key, ...props } = selectProps;
  const { id, errorId, aria } = describe(props, fallbackId, errors);
  return (
    <FieldShell label={label} id={id} errorId={errorId} errors={errors} className={className}>
      <select key={key} {...props} id={id} {...aria} className="field-input disabled:bg-stone-100">
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
