export * from './individuals';
export * from './group-policies';
export * from './sessions';
export * from './login-attempts';
export * from './releases';
export * from './wallet';
export * from './carbon';
