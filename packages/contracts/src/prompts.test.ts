import { describe, expect, it } from 'vitest';
import { extractPromptVariables, fillPromptVariables, findUnknownVariables, savePromptsSchema } from './prompts.ts';

describe('extractPromptVariables', () => {
  it('finds each {variable} once, in order of first use', () => {
    expect(
      extractPromptVariables('{address} at £{price}; again {address}, then {market_data}.'),
    ).toEqual(['address', 'price', 'market_data']);
  });

  it('leaves JSON examples and other braces alone', () => {
    const text =
      'Reply as {\n  "risk_level": "low"\n} or { "a": 1 }, {} and {not valid} and {1st}.';
    expect(extractPromptVariables(text)).toEqual([]);
  });

  it('sees a variable inside doubled braces and keeps case', () => {
    expect(extractPromptVariables('{{address}} and {Address}')).toEqual(['address', 'Address']);
  });
});

describe('fillPromptVariables', () => {
  it('fills every use of a variable, and reads "not available" where a value is missing or blank', () => {
    expect(
      fillPromptVariables('{address} at £{price}; again {address}. Costs: {refurb_costs}. File: {filename}.', {
        address: '1 High Street, Leeds, LS6 2AB',
        price: '200000',
        filename: '  ',
      }),
    ).toBe('1 High Street, Leeds, LS6 2AB at £200000; again 1 High Street, Leeds, LS6 2AB. Costs: not available. File: not available.');
  });

  it('leaves JSON examples and names outside the catalogue as written', () => {
    const text = 'Answer {"risk_level": "low"} or {{address}} and {Address} and {unknown_thing}.';
    expect(fillPromptVariables(text, { address: 'Leeds' })).toBe('Answer {"risk_level": "low"} or {Leeds} and {Address} and {unknown_thing}.');
  });
});

describe('findUnknownVariables', () => {
  it('names the variables that are not in the catalogue', () => {
    expect(findUnknownVariables('{address} {foo} {bedrooms} {postcode} {foo}')).toEqual([
      'foo',
      'postcode',
    ]);
  });

  it('accepts every catalogued variable', () => {
    const text =
      '{address}{price}{property_type}{bedrooms}{document_content}{image_descriptions}{market_data}{filename}{legal_risk_level}{refurb_costs}';
    expect(findUnknownVariables(text)).toEqual([]);
  });

  it('does not treat inherited object properties as variables', () => {
    expect(findUnknownVariables('{constructor} {toString}')).toEqual(['constructor', 'toString']);
  });
});

describe('savePromptsSchema', () => {
  it('trims the prompts it keeps and drops nothing else', () => {
    const parsed = savePromptsSchema.parse({ legal: { risk_assessment: '  Review {address}\n' } });
    expect(parsed).toEqual({ legal: { risk_assessment: 'Review {address}' } });
  });

  it('reports each problem against its prompt', () => {
    const result = savePromptsSchema.safeParse({
      legal: { risk_assessment: '{foo}', document_vision_prompt: ' ' },
      refurb: { extra: 'x' },
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['legal.risk_assessment', 'Unknown variable {foo} in legal.risk_assessment'],
      ['legal.document_vision_prompt', 'The prompt legal.document_vision_prompt cannot be empty'],
      ['refurb', 'Unknown prompt refurb.extra'],
    ]);
  });
});
