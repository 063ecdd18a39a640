import type { Route } from '../../../../platform/http/index.js';
import type { OutreachSubmitResponse } from '../../contract.js';
import { formBody } from './request-schemas.js';

/**
 * What a public form post hands its use case: the loose body the domain judges field by field, and
 * the caller as the server knows them now (PrincipalResolver), never as the body claims.
 */
export interface FormSubmission {
  form: Record<string, unknown>;
  userId: string | null;
  isPremium: boolean;
  ip: string;
  /** Accept-Language: the language of any mail the submission answers with, when the body names none. */
  acceptLanguage: string;
}

export function formSubmitRoute(path: string, useCase: { execute(submission: FormSubmission): Promise<unknown> }): Route {
  return {
    method: 'POST',
    path,
    auth: 'public',
    bodyLimit: '16kb',
    handler: async (ctx) => {
      const { user, ip } = ctx.state.request;
      const submission = { form: formBody(ctx.request.body), userId: user?.id ?? null, isPremium: user?.isPremium ?? false, ip, acceptLanguage: ctx.get('Accept-Language') };
      await useCase.execute(submission);
      ctx.body = { success: true } satisfies OutreachSubmitResponse;
    },
  };
}
