/** Spec §8: the realtime messages the console shows, word for word. */
export const REALTIME_MESSAGES = {
  connectionClosed: 'Connection closed',
  connectionFailed: 'Connection failed',
  subscriptionInitError: 'AppSync Realtime subscription init error',
  timeoutDisconnect: 'Timeout disconnect',
  subscriptionTimeout: 'Subscription timeout',
  ackTimeout: 'Connection timeout: ack from AWSRealTime was not received on 15000 ms',
  noEndpoint: 'No graphql endpoint provided.',
  noApiKey: 'No api-key configured',
  noCurrentUser: 'No current user',
  noCredentials: 'No credentials',
  noFederatedJwt: 'No federated jwt',
  notAppSync: 'Subscribe only available for AWS AppSync endpoint',
} as const;

export type RealtimeMessage = (typeof REALTIME_MESSAGES)[keyof typeof REALTIME_MESSAGES];
