// Component tests act as "someone else" (another administrator, another device) through the
// services of the story on screen.
export { currentStoryServices } from '../../.storybook/story-services';
