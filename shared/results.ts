import { z } from 'zod';

// The legacy API's answers to writes (MongoDB's result shapes), which REST clients still read.

export const updateResultSchema = z
  .object({
    acknowledged: z.literal(true),
    matchedCount: z.number().int().min(0),
    modifiedCount: z.number().int().min(0).meta({ description: '1 when something changed, 0 when it already was so.' }),
    upsertedId: z.null(),
    upsertedCount: z.number().int().min(0),
  })
  .meta({
    id: 'UpdateResult',
    description: 'The legacy answer to a change.',
    examples: [{ acknowledged: true, matchedCount: 1, modifiedCount: 1, upsertedId: null, upsertedCount: 0 }],
  });
export const deleteResultSchema = z
  .object({ acknowledged: z.literal(true), deletedCount: z.number().int().min(0).meta({ description: 'How many were deleted (0 or 1).' }) })
  .meta({ id: 'DeleteResult', description: 'The legacy answer to a deletion.', examples: [{ acknowledged: true, deletedCount: 1 }] });

/** The legacy create answer; insertedId is null when the record already existed and was updated. */
export const insertResultSchema = z
  .object({ acknowledged: z.literal(true), insertedId: z.string().nullable().meta({ description: "The new record's `_id`." }) })
  .meta({ description: 'The legacy answer to a create.', examples: [{ acknowledged: true, insertedId: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d' }] });

/** The legacy answer to a change of `matched` records, `modified` of which changed. */
export const updateResult = (modified: number, matched = 1) =>
  ({ acknowledged: true, matchedCount: matched, modifiedCount: modified, upsertedId: null, upsertedCount: 0 }) as const;

/** The legacy answer to a deletion of `deleted` records. */
export const deleteResult = (deleted: number) => ({ acknowledged: true, deletedCount: deleted }) as const;

/** The legacy answer to a create (null: the record already existed and was updated). */
export const insertResult = <Id extends string | null>(insertedId: Id) => ({ acknowledged: true, insertedId }) as const;

/** What insertResult answers: the legacy create answer, its id a string unless said otherwise. */
export type InsertResult<Id extends string | null = string> = ReturnType<typeof insertResult<Id>>;

/** The legacy create answer where a new record is always made (its id is never null). */
export const createdResultSchema = insertResultSchema.extend({ insertedId: z.string() });
