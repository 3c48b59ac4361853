import { z } from 'zod';

/**
 * On or off, and nothing else: trpc-to-openapi turns a REST body's plain z.boolean() into a coercing
 * one (null would read as false, "false" as true), which it leaves alone in a union.
 */
export const onOff = z.union([z.literal(true), z.literal(false)], { error: 'must be true or false' });
