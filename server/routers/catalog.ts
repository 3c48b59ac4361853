import { z } from 'zod';
import { categorySchema, categorySlugSchema } from '../../shared/catalog.ts';
import { storeConfigSchema } from '../../shared/store-config.ts';
import { storeConfig } from '../services/store-config.ts';
import { findCategory, listCategories } from '../services/catalog.ts';
import { publicProcedure, router } from '../trpc/init.ts';

export const catalogRouter = router({
  categories: publicProcedure
    .meta({
      openapi: { method: 'GET', path: '/categories', tags: ['catalog'], protect: false, summary: 'All categories' },
    })
    .input(z.void())
    .output(z.array(categorySchema))
    .query(({ ctx }) => listCategories(ctx.deps)),

  category: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/category/{categoryId}',
        tags: ['catalog'],
        protect: false,
        summary: 'One category by its categoryId, or null',
      },
    })
    .input(z.object({ categoryId: categorySlugSchema }))
    .output(categorySchema.nullable())
    .query(({ ctx, input }) => findCategory(ctx.deps, input.categoryId)),

  storeConfig: publicProcedure
    .meta({
      openapi: { method: 'GET', path: '/config', tags: ['catalog'], protect: false, summary: 'Public settings the web client needs at start' },
    })
    .input(z.void())
    .output(storeConfigSchema)
    .query(({ ctx }) => storeConfig(ctx.deps.config)),
});
