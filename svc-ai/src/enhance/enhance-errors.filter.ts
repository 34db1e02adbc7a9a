import { ArgumentsHost, Catch, ExceptionFilter, HttpStatus } from '@nestjs/common';
import type { ApiError, PhiRefusal } from '@clinote/contracts';
import type { FastifyReply } from 'fastify';
import { ProviderError, type FailureKind } from '../providers/provider-error';
import { PhiDetected } from './phi-check';

/**
 * What the browser hears when a provider call fails for good (after retries). 429 keeps its
 * meaning so docs/product.md §8's "API Quota Exceeded" path runs; every other failure is a 5xx and the
 * browser uses its "AI Enhancement Fallback". Each message says what the person can do.
 */
export function providerFailureAnswer(failure: ProviderError): ApiError {
  const answers: Record<FailureKind, [HttpStatus, string]> = {
    'rate-limited': [HttpStatus.TOO_MANY_REQUESTS, 'The AI service has reached its request quota for now. Please try again in a minute.'],
    timeout: [HttpStatus.GATEWAY_TIMEOUT, 'The AI service did not answer in time. Please try again.'],
    unavailable: [HttpStatus.SERVICE_UNAVAILABLE, 'The AI service is unavailable right now. Please try again in a few minutes.'],
    'circuit-open': [
      HttpStatus.SERVICE_UNAVAILABLE,
      `The AI service failed several times in a row, so AI enhancement is paused for about ${Math.max(1, Math.ceil((failure.retryAfterMs ?? 0) / 1000))} s. Please try again then.`,
    ],
    'bad-answer': [HttpStatus.BAD_GATEWAY, 'The AI service returned an unusable answer. Please try again.'],
    refused: [
      HttpStatus.BAD_GATEWAY,
      `The AI service refused the request (${failure.message}). If this keeps happening, ask an administrator to check the AI settings (key, model, address).`,
    ],
  };
  const [statusCode, message] = answers[failure.kind];
  return { statusCode, error: HttpStatus[statusCode], message };
}

/**
 * The enhancement feature's own errors as JSON responses. Provider failures were already logged
 * once per attempt, with the provider and the reason, by EnhanceService; the shared filter would
 * log them again and drop the PHI findings.
 */
@Catch(ProviderError, PhiDetected)
export class EnhanceErrorsFilter implements ExceptionFilter {
  catch(exception: ProviderError | PhiDetected, host: ArgumentsHost): void {
    const body: ApiError | PhiRefusal = exception instanceof PhiDetected ? exception.refusal() : providerFailureAnswer(exception);
    void host
      .switchToHttp()
      .getResponse<FastifyReply>()
      .status(body.statusCode)
      .header('content-type', 'application/json; charset=utf-8')
      .send(body);
  }
}
