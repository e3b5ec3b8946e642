import { z } from 'zod';
import { ulidSchema } from './common.ts';
import { TEXT_LIMITS } from './text-limits.ts';

export const createCategoryBody = z
  .object({
    id: ulidSchema,
    name: z.string().trim().min(1, { message: 'validation.required' }).max(TEXT_LIMITS.categoryName, { message: 'validation.tooLong' }),
    parentId: ulidSchema.nullable().optional().meta({ description: 'set for a sub-category' }),
  })
  .strict();
export const patchCategoryBody = z
  .object({
    name: z.string().trim().min(1, { message: 'validation.required' }).max(TEXT_LIMITS.categoryName, { message: 'validation.tooLong' }),
  })
  .strict();
export const categorySchema = z
  .object({ id: z.string(), name: z.string(), parentId: z.string().nullable(), productCount: z.number().int() })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof categorySchema>;
export const categoryListAnswer = z.object({ items: z.array(categorySchema) });
export const categoryParams = z.object({ shopId: ulidSchema, categoryId: ulidSchema });
