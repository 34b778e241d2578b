// Clipboard copy with its toast (spec §8 "Clipboard copy gives a success toast"): an alert's evidence, the address of a
// token audited by its address. A browser that refuses the clipboard says to copy by hand.
import { notify } from '../../../lib/toast';

export async function copyText(value: string, texts: { copied: string; copyFailed: string }): Promise<void> {
  try {
    await navigator.clipboard.writeText(value);
    notify.success(texts.copied);
  } catch {
    notify.error(texts.copyFailed);
  }
}
