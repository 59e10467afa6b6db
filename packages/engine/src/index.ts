export * from './geography/locate-postcode.ts';
