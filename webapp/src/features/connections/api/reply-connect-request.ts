import { ConnectionsService, type AnswerQuestionRequest, type ReplyRequest } from '../../../api/generated/client';
import { apiLocale } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { authorized } from '../../../lib/session/auth-client';
import { useConnectionMutation } from './refresh-connections';

/**
 * A reply beyond yes and no to a request received (rule 47a), and the sender's answer to the question of one. 422
 * when the request is no longer pending, or (an answer) no question waits.
 */
export const replyConnectRequest = (requestBody: ReplyRequest) =>
  authorized(() =>
    ConnectionsService.replyConnectRequest({
      requestBody,
      acceptLanguage: apiLocale(),
    }),
  );

export const answerConnectRequestQuestion = (requestBody: AnswerQuestionRequest) =>
  authorized(() =>
    ConnectionsService.answerConnectRequestQuestion({
      requestBody,
      acceptLanguage: apiLocale(),
    }),
  );

export const useReplyConnectRequest = (config: MutationConfig<typeof replyConnectRequest> = {}) =>
  useConnectionMutation(replyConnectRequest, config);

export const useAnswerConnectRequestQuestion = (config: MutationConfig<typeof answerConnectRequestQuestion> = {}) =>
  useConnectionMutation(answerConnectRequestQuestion, config);
