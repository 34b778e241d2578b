// The feedback report (spec §2 "Dialogs: feedback report and report success (shows the report id)", §3 "Feedback
// report", §5 "a category select and a free description; required rules: not shown", §8 "Chat report success shows a
// dialog with the report id"). Our rules (docs/chat-ui.md): a category is required and the description holds 10 to
// 2000 characters, each shown under its field when the form is sent. The conversation on screen goes with it.
import { useId, useState, type FormEvent } from 'react';
import {
  AI_REPORT_CATEGORIES,
  AI_REPORT_DESCRIPTION_MAX,
  AI_REPORT_DESCRIPTION_MIN,
  type AiReportBody,
  type AiReportCategory,
  type ChatMessage,
} from '@k3/shared';
import { version } from '../../../../package.json';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/toast';
import { sendReport } from '../api/report';
import { useChatTexts } from '../hooks/use-chat-texts';

interface ReportDialogProps {
  open: boolean;
  onClose: () => void;
  messages: ChatMessage[];
  /** Where the chat was opened: the path, and the page's name. */
  route: string;
  page: string;
}

type Step = { step: 'form' } | { step: 'sent'; id: string };

export function ReportDialog({ open, onClose, ...report }: ReportDialogProps) {
  const { t } = useChatTexts();
  const [step, setStep] = useState<Step>({ step: 'form' });
  const close = () => {
    onClose();
    setStep({ step: 'form' });
  };
  return (
    <>
      {/* Once sent, the form's dialog closes by itself: its late native "close" must not close the success dialog. */}
      <Dialog
        open={open && step.step === 'form'}
        onClose={step.step === 'form' ? close : () => undefined}
        title={t('chat.report.title')}
        className="chat-dialog"
      >
        <ReportForm {...report} onSent={(id) => setStep({ step: 'sent', id })} />
      </Dialog>
      <Dialog open={open && step.step === 'sent'} onClose={close} title={t('chat.report.successTitle')}>
        {step.step === 'sent' ? <ReportSent id={step.id} onDone={close} /> : null}
      </Dialog>
    </>
  );
}

interface FieldErrors {
  category?: string;
  description?: string;
}

function ReportForm({
  messages,
  route,
  page,
  onSent,
}: Omit<ReportDialogProps, 'open' | 'onClose'> & { onSent: (id: string) => void }) {
  const { t } = useChatTexts();
  const ids = { category: useId(), description: useId(), hint: useId(), categoryError: useId(), descriptionError: useId() };
  const [category, setCategory] = useState<AiReportCategory | ''>('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);

  const validate = (): FieldErrors => {
    const length = description.trim().length;
    return {
      category: category === '' ? t('chat.report.errors.category') : undefined,
      description:
        length < AI_REPORT_DESCRIPTION_MIN
          ? t('chat.report.errors.tooShort', { min: AI_REPORT_DESCRIPTION_MIN })
          : length > AI_REPORT_DESCRIPTION_MAX
            ? t('chat.report.errors.tooLong', { max: AI_REPORT_DESCRIPTION_MAX })
            : undefined,
    };
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setFailure(null);
    if (found.category || found.description || category === '') {
      const firstInvalid = found.category ? ids.category : ids.description;
      document.getElementById(firstInvalid)?.focus();
      return;
    }
    const body: AiReportBody = {
      category,
      description: description.trim(),
      chat_history: messages.filter((message) => message.message !== ''),
      route,
      page,
      date: new Date().toISOString(),
      version,
    };
    setSending(true);
    try {
      onSent(await sendReport(body));
    } catch (error) {
      setFailure(t('chat.report.failed', { message: error instanceof ApiError ? error.message : String(error) }));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="chat-report" noValidate onSubmit={(event) => void submit(event)}>
      <div className="field">
        <label className="field-label" htmlFor={ids.category}>
          {t('chat.report.category')}
        </label>
        <select
          id={ids.category}
          className="input"
          value={category}
          required
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={errors.category ? ids.categoryError : undefined}
          onChange={(event) => setCategory(event.target.value as AiReportCategory | '')}
        >
          <option value="">{t('chat.report.choose')}</option>
          {AI_REPORT_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {t(`chat.report.categories.${value}`)}
            </option>
          ))}
        </select>
        {errors.category ? (
          <p id={ids.categoryError} className="field-error">
            {errors.category}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label className="field-label" htmlFor={ids.description}>
          {t('chat.report.description')}
        </label>
        <textarea
          id={ids.description}
          className="input"
          rows={5}
          value={description}
          required
          maxLength={AI_REPORT_DESCRIPTION_MAX}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${ids.descriptionError} ${ids.hint}` : ids.hint}
          onChange={(event) => setDescription(event.target.value)}
        />
        <p id={ids.hint} className="field-hint">
          {t('chat.report.descriptionHint', { min: AI_REPORT_DESCRIPTION_MIN, max: AI_REPORT_DESCRIPTION_MAX })}
        </p>
        {errors.description ? (
          <p id={ids.descriptionError} className="field-error">
            {errors.description}
          </p>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className="form-error">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="button button-primary" disabled={isSending}>
        {isSending ? t('chat.report.sending') : t('chat.report.send')}
      </button>
    </form>
  );
}

function ReportSent({ id, onDone }: { id: string; onDone: () => void }) {
  const { t } = useChatTexts();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(id);
      notify.success(t('chat.report.copied'));
    } catch {
      // The id stays on screen to be copied by hand.
    }
  };
  return (
    <div className="chat-report-sent">
      <p>
        {t('chat.report.successText')} <strong className="chat-report-id">{id}</strong>
      </p>
      <div className="chat-report-actions">
        <button type="button" className="button button-secondary" onClick={() => void copy()}>
          {t('chat.report.copyId')}
        </button>
        <button type="button" className="button button-primary" onClick={onDone}>
          {t('chat.report.done')}
        </button>
      </div>
    </div>
  );
}
