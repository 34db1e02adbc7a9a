import { offlineLetterRewrite, offlineRewrite } from '@clinote/clinical-text';
import type { RewriteProvider, RewriteTask, TextDestination } from './provider';

/**
 * No AI configured: the deterministic offline rewrite of libs/clinical-text (docs/product.md §4), the same
 * one the browser falls back to. Text never leaves the process.
 */
export class OfflineProvider implements RewriteProvider {
  readonly name = 'offline-rewrite';
  readonly description = 'deterministic offline rewrite';
  readonly destination: TextDestination = 'local';

  async rewrite(task: RewriteTask): Promise<string> {
    return task.kind === 'note' ? offlineRewrite(task.section, task.content) : offlineLetterRewrite(task.content);
  }
}
