export * from './individuals';
export * from './sessions';
export * from './login-attempts';
export * from './releases';
