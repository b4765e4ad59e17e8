import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { errorField, errorMessage, errorStatus } from './index';

/** A failed request as axios reports it: the server answered `status` with `data`. */
function answered(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response: AxiosResponse = { status, statusText: '', data, headers: {}, config };
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
}

describe('the error helpers screens use on a failed request', () => {
  it('reads the field a 400 named, so the form can mark it', () => {
    expect(errorField(answered(400, { message: 'Zlý e-mail', field: 'email' }))).toBe('email');
  });

  it('gives no field when the answer names none, is not JSON, or the request got no answer', () => {
    expect(errorField(answered(400, { message: 'Zlá požiadavka' }))).toBeUndefined();
    expect(errorField(answered(502, '<html>Bad gateway</html>'))).toBeUndefined();
    expect(errorField(new AxiosError('Network Error', 'ERR_NETWORK'))).toBeUndefined();
    expect(errorField(new Error('boom'))).toBeUndefined();
  });

  it('reads the status and prefers the server’s message to axios’s own', () => {
    const error = answered(409, { message: 'Termín je už obsadený' });
    expect(errorStatus(error)).toBe(409);
    expect(errorMessage(error)).toBe('Termín je už obsadený');
    expect(errorStatus(new AxiosError('Network Error', 'ERR_NETWORK'))).toBeUndefined();
    expect(errorMessage(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe('Network Error');
  });
});
