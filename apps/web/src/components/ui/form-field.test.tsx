// FormField's accessibility wiring: the label names the control, an error marks it invalid and is read before the
// hint (aria-describedby order), and the error is announced only when the form shows one error at a time.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormError, FormField } from './form-field';

describe('FormField', () => {
  it('labels the control and describes it by its hint while it is valid', () => {
    render(
      <FormField label="Username" hint="3 to 24 letters">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Username');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('3 to 24 letters');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks the control invalid and reads the error before the hint and the other descriptions', () => {
    render(
      <>
        <p id="status">A code was sent.</p>
        <FormField label="Code" hint="6 digits" error="Wrong code" describedBy="status">
          {(control) => <input {...control} />}
        </FormField>
      </>,
    );
    const input = screen.getByLabelText('Code');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Wrong code 6 digits A code was sent.');
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong code');
  });

  it('shows several errors without a burst of alerts when announce is off, on a select or a textarea alike', () => {
    render(
      <>
        <FormField label="Category" error="Choose a category." announce={false}>
          {(control) => (
            <select {...control}>
              <option value="">Choose</option>
            </select>
          )}
        </FormField>
        <FormField label="Description" error="Write at least 10 characters." announce={false}>
          {(control) => <textarea {...control} />}
        </FormField>
      </>,
    );
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription('Choose a category.');
    expect(screen.getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a fixed id when given one, so a form can point at the field', () => {
    render(
      <FormField id="address" label="Wallet address" error="Not an address">
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(screen.getByLabelText('Wallet address')).toHaveAttribute('id', 'address');
    expect(document.getElementById('address-error')).toHaveTextContent('Not an address');
  });

  it('FormError announces a form-level message and renders nothing without one', () => {
    const { rerender } = render(<FormError>{null}</FormError>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<FormError id="failure">Try again later.</FormError>);
    expect(screen.getByRole('alert')).toHaveTextContent('Try again later.');
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'failure');
  });
});
