import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { errorMessage, formFieldOf, mapServerError } from './server-errors.ts';

describe('formFieldOf', () => {
  const fields = ['name', 'busstops', 'path'];

  it('drops the request part of the path', () => {
    expect(formFieldOf('body.name', fields)).toBe('name');
  });

  it('falls back to the nearest named parent', () => {
    expect(formFieldOf('body.busstops.3', fields)).toBe('busstops');
    expect(formFieldOf('body.path.coordinates.0.1', fields)).toBe('path');
  });

  it('finds nothing for a field the form does not have', () => {
    expect(formFieldOf('query.limit', fields)).toBeNull();
  });
});

describe('mapServerError', () => {
  const options = { fields: ['name', 'lat'], codeFields: { NAME_TAKEN: 'name' } };

  it('puts every issue the server names next to its field', () => {
    const error = new ApiError(400, 'VALIDATION_ERROR', 'body.name: Too small', [
      { field: 'body.name', message: 'Too small' },
      { field: 'body.lat', message: 'Too big' },
    ]);
    expect(mapServerError(error, options)).toEqual({
      fieldErrors: { name: 'Too small', lat: 'Too big' },
      message: null,
    });
  });

  it('sends what has no field to the toast, and keeps the rest at the fields', () => {
    const error = new ApiError(400, 'VALIDATION_ERROR', 'x', [
      { field: 'body.name', message: 'Too small' },
      { field: 'query.limit', message: 'Too big' },
    ]);
    expect(mapServerError(error, options)).toEqual({
      fieldErrors: { name: 'Too small' },
      message: 'query.limit: Too big',
    });
  });

  it('ties a taken name to the name field', () => {
    const error = new ApiError(409, 'NAME_TAKEN', 'A vehicle with this name already exists.');
    expect(mapServerError(error, options).fieldErrors).toEqual({
      name: 'A vehicle with this name already exists.',
    });
  });

  it('shows any other failure as a message', () => {
    const error = new ApiError(403, 'FORBIDDEN', 'You may not grant the group admin.');
    expect(mapServerError(error, options)).toEqual({
      fieldErrors: {},
      message: 'You may not grant the group admin.',
    });
    expect(errorMessage(new ApiError(0, 'NetworkError', 'x'))).toBe(
      'The server could not be reached. Try again.',
    );
  });
});
