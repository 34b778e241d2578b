// The feedback report (spec §2 "Dialogs: feedback report and report success (shows the report id)", §3 "Feedback
// report", §5 "a category select and a free description; required rules: not shown", §8 "Chat report success shows a
// dialog with the report id"). Our rules (docs/chat-ui.md): a category is required and the description holds 10 to
// 2000 characters, each shown under its field when the form is sent. The conversation on screen goes with it.
// Fields and checks: react-hook-form, the zod resolver over the server's schema, FormField (docs/forms.md).
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  AI_REPORT_CATEGORIES,
  AiReportBodySchema,
  AI_REPORT_DESCRIPTION_MAX,
  AI_REPORT_DESCRIPTION_MIN,
  type AiReportBody,
  type ChatMessage,
} from '@k3/shared';
import { version } from '../../../../package.json';
import { Dialog } from '../../../components/ui/dialog';
import { FormError, FormField } from '../../../components/ui/form-field';
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

/** The two fields the user fills, checked with the server's own rules (AiReportBodySchema); "" is "no category yet". */
const ReportFormSchema = z.object({
  category: z.string().pipe(AiReportBodySchema.shape.category),
  description: AiReportBodySchema.shape.description,
});

function ReportForm({
  messages,
  route,
  page,
  onSent,
}: Omit<ReportDialogProps, 'open' | 'onClose'> & { onSent: (id: string) => void }) {
  const { t } = useChatTexts();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(ReportFormSchema),
    defaultValues: { category: '', description: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const descriptionError = errors.description
    ? errors.description.type === 'too_big'
      ? t('chat.report.errors.tooLong', { max: AI_REPORT_DESCRIPTION_MAX })
      : t('chat.report.errors.tooShort', { min: AI_REPORT_DESCRIPTION_MIN })
    : null;

  // The first invalid field gets the focus (react-hook-form's shouldFocusError), the category before the description.
  const submit = form.handleSubmit(async ({ category, description }) => {
    setFailure(null);
    const body: AiReportBody = {
      category,
      description,
      chat_history: messages.filter((message) => message.message !== ''),
      route,
      page,
      date: new Date().toISOString(),
      version,
    };
    try {
      onSent(await sendReport(body));
    } catch (error) {
      setFailure(t('chat.report.failed', { message: error instanceof ApiError ? error.message : String(error) }));
    }
  });

  return (
    <form className="chat-report" noValidate onSubmit={(event) => void submit(event)}>
      <FormField
        label={t('chat.report.category')}
        error={errors.category ? t('chat.report.errors.category') : null}
        announce={false}
      >
        {(control) => (
          <select {...control} {...form.register('category')} className="input" required>
            <option value="">{t('chat.report.choose')}</option>
            {AI_REPORT_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {t(`chat.report.categories.${value}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label={t('chat.report.description')}
        hint={t('chat.report.descriptionHint', { min: AI_REPORT_DESCRIPTION_MIN, max: AI_REPORT_DESCRIPTION_MAX })}
        error={descriptionError}
        announce={false}
      >
        {(control) => (
          <textarea
            {...control}
            {...form.register('description')}
            className="input"
            rows={5}
            required
            maxLength={AI_REPORT_DESCRIPTION_MAX}
          />
        )}
      </FormField>
      <FormError>{failure}</FormError>
      <button type="submit" className="button button-primary" disabled={isSubmitting}>
        {isSubmitting ? t('chat.report.sending') : t('chat.report.send')}
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
