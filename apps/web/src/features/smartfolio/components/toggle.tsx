// SmartFolio's switches ('hide dust', 'merge chains', 'show hidden'): a checkbox with the switch role and its label.
import { useId } from 'react';

export function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (value: boolean) => void }) {
  const id = useId();
  return (
    <div className="sf-toggle">
      <input id={id} type="checkbox" role="switch" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
