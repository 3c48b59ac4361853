import { z } from 'zod';
import { newReportSchema, reportedBookIdsSchema } from '../../shared/reports.ts';
import { createdResultSchema } from '../../shared/results.ts';
import { reportedBookIds, reportListing } from '../services/reports.ts';
import { memberProcedure, router } from '../trpc/init.ts';

/** Anyone reporting a listing to the admins, and what they have reported (the admins decide in the admin router). */
export const moderationRouter = router({
  report: memberProcedure
    .meta({
      forbiddenWhen: 'has an unverified email, or the listing is their own',
      idempotent: true,
      openapi: {
        method: 'POST',
        path: '/reports',
        tags: ['moderation'],
        summary: 'Report a listing (once per listing); three open reports hide it until an admin decides',
        description:
          'Reports a listing to the admins with a reason and an optional note. Three open reports from different people hide ' +
          'it from public lists until an admin upholds or dismisses them. **Who:** any account with a verified email, not on ' +
          'their own listing; once per listing.',
        errorResponses: {
          404: 'There is no book with this id.',
          409: 'The caller has already reported this listing.',
        },
      },
    })
    .input(newReportSchema)
    .output(createdResultSchema)
    .mutation(({ ctx, input }) => reportListing(ctx.deps, ctx.caller.user, input)),

  reportedBookIds: memberProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/reports/mine',
        tags: ['moderation'],
        summary: 'The listings the caller has reported',
        description:
          'The `_id`s of every listing the caller has reported (open or decided; removed listings are left out), so a client ' +
          'can show "Reported" instead of offering Report again. Changes nothing. **Who:** anyone with an account record.',
      },
    })
    .input(z.void())
    .output(reportedBookIdsSchema)
    .query(({ ctx }) => reportedBookIds(ctx.deps, ctx.caller.user)),
});
