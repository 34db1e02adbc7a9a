// The antd components Clinote uses — the ONLY place a slice gets antd from (the build enforces it).
// They are part of the @clinote/ui shared singleton, so each exists once in the browser and sees
// the one ConfigProvider/theme. Everything exported here is downloaded on EVERY route: see
// docs/decisions.md ("front end") for the measured cost of each component before adding one.
export { Button, Flex, Spin } from 'antd';
export type { ButtonProps } from 'antd';
// antd's `Input` namespace also carries TextArea, Search, OTP and Group (~8 KB gzip more):
// Clinote's first-load screens need only the plain and the password input.
export { default as Input } from 'antd/es/input/Input';
export type { InputProps, InputRef } from 'antd/es/input/Input';
export { default as PasswordInput } from 'antd/es/input/Password';
export type { PasswordProps as PasswordInputProps } from 'antd/es/input/Password';
