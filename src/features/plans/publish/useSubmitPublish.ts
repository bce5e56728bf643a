import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { failureText } from '@shared/http';
import { showToast } from '@shared/overlays';
import { hrefFor } from '@shared/routes';
import { handleNeedsLogin } from '@shared/session';
import { sendInterpretation, sendPlan, type PublishInput } from './api';
import { newRequestId } from '@shared/http';
import { PublishTexts, type PublishKind } from './rules';

/**
 * 发布: one request per tap (a tap while one is out does nothing) and one requestId per form, sent
 * again on every retry. The server finds a plan by the expert and the match and answers a repeated
 * id with the plan it made, so a retry after a lost answer cannot publish twice, and an attempt it
 * refused made nothing the id could point to. Success replaces the form with the new plan: back must
 * not return to a form already published. An interpretation — jingcai, or 十四场 (type 3) — is
 * published the same way (its own call, no 不中退款) and lands on the new reading.
 */
export function useSubmitPublish(kind: PublishKind = 'plan') {
  const navigate = useNavigate();
  const [requestId] = useState(newRequestId);
  const busy = useRef(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (input: Omit<PublishInput, 'requestId'>) => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    setFailure(null);
    try {
      if (kind === 'plan') {
        const { planId } = await sendPlan({ ...input, requestId });
        void showToast('发布成功');
        void navigate(hrefFor('plan', { id: planId }), { replace: true });
      } else {
        const { refundIfLost: _refund, ...reading } = input;
        const type = kind === 'sfc' ? 3 : 0;
        const { interpretationId } = await sendInterpretation({ ...reading, type, requestId });
        void showToast('发布成功');
        void navigate(hrefFor('tjInterpretation', { id: interpretationId }), { replace: true });
      }
    } catch (error) {
      busy.current = false;
      setSending(false);
      if (handleNeedsLogin(error)) return;
      setFailure(failureText(error, PublishTexts.failed));
    }
  };

  return { submit, sending, failure, clearFailure: () => setFailure(null) };
}
