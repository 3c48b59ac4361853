import { z } from 'zod';
import { deleteResultSchema, idParamSchema, pageQuery, updateResultSchema } from '../../shared/books.ts';
import { reportedItemSchema } from '../../shared/reports.ts';
import { userSchema } from '../../shared/users.ts';
import { dismissReport, reportedItems, upholdReport } from '../services/reports.ts';
import { deleteUser, usersWithRole, verifySeller } from '../services/user-admin.ts';
import { roleProcedure, router } from '../trpc/init.ts';

const adminProcedure = roleProcedure('admin');
const pageInput = z.object(pageQuery);

/** The admin's work: sellers and buyers, verification, removing users, and reported listings. Every change is audited. */
export const adminRouter = router({
  buyers: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/all-buyers', tags: ['admin'], summary: 'All buyers, newest first' } })
    .input(pageInput)
    .output(z.array(userSchema))
    .query(({ ctx, input }) => usersWithRole(ctx.deps, 'buyer', input)),

  sellers: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/all-sellers', tags: ['admin'], summary: 'All sellers with their verification status, newest first' } })
    .input(pageInput)
    .output(z.array(userSchema))
    .query(({ ctx, input }) => usersWithRole(ctx.deps, 'seller', input)),

  verifySeller: adminProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/seller/status/{id}',
        tags: ['admin'],
        summary: 'Verify a seller',
        description: 'Sets the seller\'s status to verified whatever the body says (legacy clients send `{ "status": 0 }`).',
      },
    })
    .input(idParamSchema)
    .output(updateResultSchema)
    .mutation(({ ctx, input }) => verifySeller(ctx.deps, ctx.caller.user, input.id)),

  deleteUser: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/delete/user/{id}',
        tags: ['admin'],
        summary: 'Delete a buyer or seller: their sign-in account, listings and unpaid bookings; paid orders stay for the other party',
      },
    })
    .input(idParamSchema)
    .output(deleteResultSchema)
    .mutation(({ ctx, input }) => deleteUser(ctx.deps, ctx.caller.user, input.id)),

  reportedItems: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/reported-items', tags: ['admin'], summary: 'Open reports, one entry each, newest first' } })
    .input(pageInput)
    .output(z.array(reportedItemSchema))
    .query(({ ctx, input }) => reportedItems(ctx.deps, input)),

  deleteReported: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/reported-items/{id}',
        tags: ['admin'],
        summary: 'Uphold a report: remove the listing and close all its reports (id = the report\'s _id)',
      },
    })
    .input(idParamSchema)
    .output(deleteResultSchema)
    .mutation(({ ctx, input }) => upholdReport(ctx.deps, ctx.caller.user, input.id)),

  dismissReport: adminProcedure
    .meta({ openapi: { method: 'PATCH', path: '/reported-items/dismiss/{id}', tags: ['admin'], summary: 'Dismiss a report; the listing stays' } })
    .input(idParamSchema)
    .output(updateResultSchema)
    .mutation(({ ctx, input }) => dismissReport(ctx.deps, ctx.caller.user, input.id)),
});
