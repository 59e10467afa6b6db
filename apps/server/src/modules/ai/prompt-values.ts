import type { PromptVariable } from '@plotwise/contracts';
import { z } from 'zod';
import type { PromptProperty } from './ai.service.ts';

/** The variables every prompt can fill from the property itself. */
export const propertyVariables = (
  property: PromptProperty,
): Partial<Record<PromptVariable, string>> => ({
  address: property.address,
  price: String(property.price),
  property_type: property.property_type,
  bedrooms: String(property.bedrooms),
});

/** A text field of a model's answer that must say something; the description guides the model through the schema. */
export const answerText = (description: string) =>
  z
    .string()
    .describe(description)
    .refine((text) => text.trim().length > 0, 'must not be empty');
