import { route, type FeatureModule } from '@blokwerk/server/extension';
import { deleteApplicationStages, saveApplicationStages } from './editing.js';
import { ApplicationStageSchema } from './entities.js';
import { PipelineResolver } from './graphql.js';
import { applicationBoard, applicationCounts, listApplicationStages, moveApplication } from './operations.js';
import type { StageView } from './stages.js';

/** A pipeline's stages as the REST envelope's `stages` (an array cannot sit beside Success and Errors). */
const inEnvelope = (stages: StageView[]) => ({ stages });

/** The recruiter's pipeline: its stages (the site's, a vacancy's own), the board, the counts and the moves (manage-applications). */
export const pipelineModule: FeatureModule = {
  name: 'application-pipeline',
  entities: [ApplicationStageSchema],
  resolvers: [PipelineResolver],
  routes: [
    route({ method: 'get', path: '/applications/stages', operation: listApplicationStages, output: inEnvelope }),
    route({ method: 'post', path: '/applications/stages', operation: saveApplicationStages, output: inEnvelope }),
    route({ method: 'post', path: '/applications/stages/delete', operation: deleteApplicationStages, output: inEnvelope }),
    route({ method: 'get', path: '/applications/board', operation: applicationBoard }),
    route({ method: 'get', path: '/applications/counts', operation: applicationCounts }),
    route({ method: 'post', path: '/applications/move', operation: moveApplication }),
  ],
};
