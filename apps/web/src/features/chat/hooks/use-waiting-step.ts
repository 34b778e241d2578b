// The waiting message's current stage and text (utils/waiting.ts), advanced by one timer at each change while the
// message is on screen.
import { useEffect, useState } from 'react';
import { waitingStepAt, type WaitingStep } from '../utils/waiting';

export function useWaitingStep(): WaitingStep {
  const [startedAt] = useState(() => Date.now());
  const [step, setStep] = useState(() => waitingStepAt(0));
  useEffect(() => {
    const timer = setTimeout(() => setStep(waitingStepAt(Date.now() - startedAt)), Math.max(0, step.nextInMs));
    return () => clearTimeout(timer);
  }, [startedAt, step]);
  return step;
}
