import { TOAST_MS } from '@k3/shared';
import { toast } from 'react-toastify/unstyled';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from './toast';

describe('notify (spec §4 toasts)', () => {
  beforeEach(() => {
    vi.spyOn(toast, 'dismiss');
    vi.spyOn(toast, 'success');
    vi.spyOn(toast, 'error');
  });

  it('replaces the toast on screen: one at a time', () => {
    notify.success('Saved');
    expect(toast.dismiss).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledWith('Saved', { autoClose: TOAST_MS.default });
  });

  it('keeps the others when `multiple` is set', () => {
    notify.success('One', { multiple: true });
    expect(toast.dismiss).not.toHaveBeenCalled();
  });

  it('uses 3 s by default, 5 s for errors, and a given duration', () => {
    notify.error('Failed');
    expect(toast.error).toHaveBeenLastCalledWith('Failed', { autoClose: TOAST_MS.error });
    notify.success('Quest started', { durationMs: TOAST_MS.questStarted });
    expect(toast.success).toHaveBeenLastCalledWith('Quest started', { autoClose: 17000 });
  });
});
